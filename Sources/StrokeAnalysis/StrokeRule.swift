import Foundation

/// Every rule a stroke can break, declared once: its name (the case), the words a user reads with the numbers in
/// them (`message`) and the same numbers by name, measured value first (`numbers`, the fields of the trace's
/// `reason`), as the engine declares its reason codes (`ReasonCode`). A shape returns a rule; `StrokeFailure` carries
/// it to the recognizer.
public enum StrokeRule: Sendable, Equatable {
    // ✓ and ">"
    /// The stroke spans less than `minimumExtent`.
    case tooSmall(extent: CGFloat, minimumExtent: CGFloat)
    /// Either arm bulges off its chord more than its limit (`limitName`: maximumBulge or maximumUpstrokeBulge).
    case armBulges(arm: String, bulge: CGFloat, limitName: String, limit: CGFloat)

    // ✓
    /// While drawing: the stroke heads left further than `maximumLeftwardShare` of its travel.
    case headsLeft(leftward: CGFloat, share: CGFloat, maximumLeftwardShare: CGFloat)
    /// While drawing: the up arm falls back down more than `turnBackShare` of its rise (a `w`, an N, a zig-zag).
    case upArmTurnsBack(fall: CGFloat, rise: CGFloat, turnBackShare: CGFloat)
    /// A V drawn before the ✓: the lead-in dips more than `maximumLeadInDip` of the size.
    case leadInDips(dip: CGFloat, maximumLeadInDip: CGFloat)
    /// Shorter than `jitterPoints` before the lowest point.
    case noDownArm(downArm: CGFloat, jitterPoints: CGFloat)
    /// Shorter than the decision length after the lowest point.
    case noUpArm(upArm: CGFloat, decision: CGFloat)
    /// The up arm is more than `maximumArmRatio` times the down arm.
    case noRealDownArm(armRatio: CGFloat, maximumArmRatio: CGFloat)
    /// An arm (`down`, `up`, `first`, `second`) heads outside its range of degrees (`downArmDegrees`, …).
    case armHeading(arm: String, degrees: CGFloat, range: ClosedRange<CGFloat>)
    /// The up arm's path is longer than `upArmStraightness` × its chord + slack.
    case upArmNotOneStroke(path: CGFloat, chord: CGFloat, slack: CGFloat, upArmStraightness: CGFloat)
    /// The stroke loops around its lowest point for at least `minimumLoopAroundCorner` × its size.
    case loopAroundCorner(loop: CGFloat, extent: CGFloat, minimumLoopAroundCorner: CGFloat)
    /// The up arm dips and climbs again by more than `maximumUpArmDip` of its rise.
    case upArmDips(dip: CGFloat, share: CGFloat, rise: CGFloat, maximumUpArmDip: CGFloat)
    /// The discriminant scores the arms a v (and so does the long-down-arm score, when the up arm is long enough for
    /// it): the up arm is shorter than a ✓'s at these angles.
    case armsTooEvenForAngles(armRatio: CGFloat, neededArmRatio: CGFloat)
    /// Without a discriminant: the up arm is less than `minimumArmRatio` times the down arm.
    case armsTooEven(armRatio: CGFloat, minimumArmRatio: CGFloat)

    // ">"
    /// An arm's path is longer than `armStraightness` × its chord + slack.
    case armNotStraight(arm: String, path: CGFloat, chord: CGFloat, slack: CGFloat, armStraightness: CGFloat)
    /// The tip is at the touch-down: no rightward arm before it.
    case startsLeftwards(secondArm: CGFloat)
    /// The first arm climbs more than `maximumClimbDegrees`.
    case firstArmClimbs(degrees: CGFloat, maximumClimbDegrees: CGFloat)
    /// The shorter arm is less than `minimumArmBalance` of the longer.
    case armStubby(balance: CGFloat, minimumArmBalance: CGFloat)
    /// Past a lead-in, the arms are less than `minimumLeadInOpeningDegrees` apart (a brace).
    case armsTooParallel(opening: CGFloat, minimumLeadInOpeningDegrees: CGFloat)
    /// The stroke ends less than `minimumDrop` of its size below its start.
    case doesNotDrop(drop: CGFloat, minimumDrop: CGFloat)

    // Tickle
    /// Fewer than `requiredDirectionChanges` direction changes of `movementPerTickle`.
    case tooFewDirectionChanges(changes: Int, movementPerTickle: CGFloat, required: Int)
    /// Every change counted, but the last run came back less than `countingRunShare` × its side's run.
    case countingRunShort(back: CGFloat, side: CGFloat, countingRunShare: CGFloat)
    /// The path before the rub is longer than `maximumLeadIn` and than `leadInPerRun` × the longest run.
    case leadInTooLong(leadIn: CGFloat, longest: CGFloat, maximumLeadIn: CGFloat, leadInPerRun: CGFloat)
    /// No sideways tickle length within `maximumLeadIn` of the touch-down.
    case noSidewaysTickle(maximumLeadIn: CGFloat)
    /// A run, or the first run so far, drifts across the axis more than `maximumVerticalRatio` × along + slack.
    case movingVertically(across: CGFloat, along: CGFloat, maximumVerticalRatio: CGFloat, verticalSlack: CGFloat)
    /// The last two runs differ in length by more than `maximumRunImbalance` times.
    case unevenRuns(previous: CGFloat, last: CGFloat, imbalance: CGFloat, maximumRunImbalance: CGFloat)
    /// A run strays from its chord by more than `maximumRunBulge` × the chord + slack (a corner).
    case runTurnsCorner(bulge: CGFloat, chord: CGFloat, maximumRunBulge: CGFloat, verticalSlack: CGFloat)
    /// The last two runs drift across the axis differently by more than `maximumDriftChange` × along + slack.
    case runsDriftApart(previous: CGFloat, last: CGFloat, change: CGFloat, longer: CGFloat, maximumDriftChange: CGFloat,
                        verticalSlack: CGFloat)
    /// The run now counted heads off the line of its side's run before it by more than `parallelSlack`.
    case runHeadsOffLine(difference: CGFloat, parallelSlack: CGFloat)
    /// The rub turns back across its axis more than `maximumBacktrack`.
    case turnsBackAcross(backtrack: CGFloat, maximumBacktrack: CGFloat)

    /// The rule's name: its case.
    public var name: String { String(describing: self).prefix { $0 != "(" }.description }

    /// The words a user reads, with the numbers in them.
    public var message: String {
        switch self {
        case let .tooSmall(extent, minimum):
            "too small: \(f(extent.rounded())) pt across < minimumExtent \(f(minimum)) pt"
        case let .armBulges(arm, bulge, limitName, limit):
            "\(arm) arm bulges \(f(bulge)) > \(limitName) \(f(limit))"
        case let .headsLeft(leftward, share, maximum):
            "heads left \(f(leftward.rounded())) pt, \(percent(share)) of the stroke so far > "
                + "maximumLeftwardShare \(percent(maximum))"
        case let .upArmTurnsBack(fall, rise, share):
            "up arm turns back down \(f(fall.rounded())) pt after rising \(f(rise.rounded())) pt, "
                + "\(percent(fall / rise)) > turnBackShare \(percent(share))"
        case let .leadInDips(dip, maximum):
            "the lead-in dips \(f(dip)) of the size (a V before the ✓) > maximumLeadInDip \(f(maximum))"
        case let .noDownArm(length, jitter):
            "no down arm: \(f(length.rounded())) pt before the lowest point < jitterPoints \(f(jitter)) pt"
        case let .noUpArm(length, decision):
            "no up arm: \(f(length.rounded())) pt after the lowest point < \(f(decision.rounded())) pt"
        case let .noRealDownArm(ratio, maximum):
            "no real down arm: up arm \(f(ratio.rounded()))× the down arm > maximumArmRatio \(f(maximum))"
        case let .armHeading(arm, degrees, range):
            "\(arm) arm heads \(f(degrees.rounded()))°, outside \(arm)ArmDegrees "
                + "\(f(range.lowerBound))…\(f(range.upperBound))°"
        case let .upArmNotOneStroke(path, chord, slack, straightness):
            "up arm is not one stroke: path \(f(path.rounded())) pt > upArmStraightness "
                + "\(f(straightness)) × chord \(f(chord.rounded())) pt + \(f(slack.rounded())) pt"
        case let .loopAroundCorner(loop, extent, minimum):
            "the lowest point is on a loop: the stroke crosses itself around it after "
                + "\(f(loop.rounded())) pt ≥ minimumLoopAroundCorner \(f(minimum)) × "
                + "\(f(extent.rounded())) pt, no down arm leads into it"
        case let .upArmDips(dip, share, rise, maximum):
            "up arm dips \(f(dip.rounded())) pt and climbs again, \(f(share)) of its rise "
                + "\(f(rise.rounded())) pt > maximumUpArmDip \(f(maximum))"
        case let .armsTooEvenForAngles(ratio, needed):
            "arms too even (more a v): up arm \(distinct(ratio, needed).0)× the down arm, a ✓'s is at least "
                + "\(distinct(ratio, needed).1)× at these angles"
        case let .armsTooEven(ratio, minimum):
            "arms too even (more a v): up arm \(distinct(ratio, minimum).0)× the down arm < minimumArmRatio \(f(minimum))"
        case let .armNotStraight(arm, path, chord, slack, straightness):
            "\(arm) arm is not straight: path \(f(path.rounded())) pt > armStraightness "
                + "\(f(straightness)) × chord \(f(chord.rounded())) pt + \(f(slack.rounded())) pt"
        case .startsLeftwards:
            "starts leftwards: no rightward arm before the tip at the touch-down"
        case let .firstArmClimbs(degrees, maximum):
            "first arm climbs \(f(degrees.rounded()))° > maximumClimbDegrees \(f(maximum))°"
        case let .armStubby(balance, minimum):
            "one arm stubby: the shorter is \(f(balance)) of the longer < minimumArmBalance \(f(minimum))"
        case let .armsTooParallel(opening, minimum):
            "arms too parallel past the lead-in (a brace?): \(f(opening.rounded()))° apart < "
                + "minimumLeadInOpeningDegrees \(f(minimum))°"
        case let .doesNotDrop(drop, minimum):
            "does not end below its start: drops \(f(drop)) of its size < minimumDrop \(f(minimum))"
        case let .tooFewDirectionChanges(changes, movement, required):
            "only \(changes) direction changes of movementPerTickle \(f(movement)) pt < requiredDirectionChanges \(required)"
        case let .countingRunShort(back, side, share):
            "last run came back \(Int(back)) pt < countingRunShare \(f(share)) × its side's \(Int(side)) pt run"
        case let .leadInTooLong(leadIn, longest, maximum, perRun):
            "lead-in of \(Int(leadIn)) pt > maximumLeadIn \(f(maximum)) pt and > leadInPerRun \(f(perRun)) "
                + "× the longest run's \(Int(longest)) pt"
        case let .noSidewaysTickle(maximum):
            "no sideways tickle length within maximumLeadIn \(f(maximum)) pt of the touch-down"
        case let .movingVertically(across, along, ratio, slack):
            "moving vertically: \(Int(across)) pt across the rub > maximumVerticalRatio "
                + "\(f(ratio)) × \(Int(along)) pt along + verticalSlack \(f(slack)) pt"
        case let .unevenRuns(previous, last, imbalance, maximum):
            "uneven back-and-forth: runs of \(Int(previous)) and \(Int(last)) pt, "
                + "\(f(imbalance))× > maximumRunImbalance \(f(maximum))"
        case let .runTurnsCorner(bulge, chord, maximum, slack):
            "a run turns a corner: \(Int(bulge)) pt off its \(Int(chord)) pt chord > maximumRunBulge "
                + "\(f(maximum)) × chord + verticalSlack \(f(slack)) pt"
        case let .runsDriftApart(previous, last, change, longer, maximum, slack):
            "runs drift apart: \(Int(previous)) and \(Int(last)) pt across the rub, \(Int(change)) pt > maximumDriftChange "
                + "\(f(maximum)) × \(Int(longer)) pt + verticalSlack \(f(slack)) pt"
        case let .runHeadsOffLine(difference, slack):
            "run heads off its side's line: \(Int(difference)) pt across from the run before it > parallelSlack "
                + "\(f(slack)) pt"
        case let .turnsBackAcross(backtrack, maximum):
            "turning back across the rub \(Int(backtrack)) pt > maximumBacktrack \(f(maximum)) pt"
        }
    }

    /// The rule's numbers by name, measured value first: the fields of the trace's `reason`.
    public var numbers: KeyValuePairs<String, Double> {
        switch self {
        case let .tooSmall(extent, minimum): ["extent": Double(extent), "minimumExtent": Double(minimum)]
        case let .armBulges(arm, bulge, limitName, limit): ["\(arm)ArmBulge": Double(bulge), limitName: Double(limit)]
        case let .headsLeft(leftward, share, maximum):
            ["leftward": Double(leftward), "leftwardShare": Double(share), "maximumLeftwardShare": Double(maximum)]
        case let .upArmTurnsBack(fall, rise, share):
            ["fallBack": Double(fall), "rise": Double(rise), "turnBackShare": Double(share)]
        case let .leadInDips(dip, maximum): ["leadInDip": Double(dip), "maximumLeadInDip": Double(maximum)]
        case let .noDownArm(length, jitter): ["downArm": Double(length), "jitterPoints": Double(jitter)]
        case let .noUpArm(length, decision): ["upArm": Double(length), "decision": Double(decision)]
        case let .noRealDownArm(ratio, maximum): ["armRatio": Double(ratio), "maximumArmRatio": Double(maximum)]
        case let .armHeading(arm, degrees, range):
            ["\(arm)ArmDegrees": Double(degrees), "lowest": Double(range.lowerBound), "highest": Double(range.upperBound)]
        case let .upArmNotOneStroke(path, chord, slack, straightness):
            ["pathOverChord": Double((path - slack) / chord), "upArmStraightness": Double(straightness)]
        case let .loopAroundCorner(loop, extent, minimum):
            ["loop": Double(loop / extent), "minimumLoopAroundCorner": Double(minimum)]
        case let .upArmDips(_, share, _, maximum): ["upArmDip": Double(share), "maximumUpArmDip": Double(maximum)]
        case let .armsTooEvenForAngles(ratio, needed): ["armRatio": Double(ratio), "neededArmRatio": Double(needed)]
        case let .armsTooEven(ratio, minimum): ["armRatio": Double(ratio), "minimumArmRatio": Double(minimum)]
        case let .armNotStraight(_, path, chord, slack, straightness):
            ["pathOverChord": Double((path - slack) / chord), "armStraightness": Double(straightness)]
        case let .startsLeftwards(second): ["firstArm": 0, "secondArm": Double(second)]
        case let .firstArmClimbs(degrees, maximum):
            ["climbDegrees": Double(degrees), "maximumClimbDegrees": Double(maximum)]
        case let .armStubby(balance, minimum): ["armBalance": Double(balance), "minimumArmBalance": Double(minimum)]
        case let .armsTooParallel(opening, minimum):
            ["openingDegrees": Double(opening), "minimumLeadInOpeningDegrees": Double(minimum)]
        case let .doesNotDrop(drop, minimum): ["drop": Double(drop), "minimumDrop": Double(minimum)]
        case let .tooFewDirectionChanges(changes, _, required):
            ["directionChanges": Double(changes), "requiredDirectionChanges": Double(required)]
        case let .countingRunShort(back, side, share):
            ["countingRun": Double(back), "sideRun": Double(side), "countingRunShare": Double(share)]
        case let .leadInTooLong(leadIn, _, maximum, perRun):
            ["leadIn": Double(leadIn), "maximumLeadIn": Double(maximum), "leadInPerRun": Double(perRun)]
        case let .noSidewaysTickle(maximum): ["maximumLeadIn": Double(maximum)]
        case let .movingVertically(across, along, ratio, slack):
            ["across": Double(across), "along": Double(along), "maximumVerticalRatio": Double(ratio),
             "verticalSlack": Double(slack)]
        case let .unevenRuns(_, _, imbalance, maximum):
            ["runImbalance": Double(imbalance), "maximumRunImbalance": Double(maximum)]
        case let .runTurnsCorner(bulge, chord, maximum, _):
            ["runBulge": Double(bulge), "chord": Double(chord), "maximumRunBulge": Double(maximum)]
        case let .runsDriftApart(_, _, change, _, maximum, _):
            ["driftChange": Double(change), "maximumDriftChange": Double(maximum)]
        case let .runHeadsOffLine(difference, slack): ["headingDifference": Double(difference), "parallelSlack": Double(slack)]
        case let .turnsBackAcross(backtrack, maximum): ["backtrack": Double(backtrack), "maximumBacktrack": Double(maximum)]
        }
    }

    private func f(_ value: CGFloat) -> String { StrokeFailure.format(value) }

    private func percent(_ share: CGFloat) -> String { "\(Int((share * 100).rounded()))%" }

    /// Two ratios to one decimal, or two where one decimal would show them equal.
    private func distinct(_ a: CGFloat, _ b: CGFloat) -> (String, String) {
        let digits = String(format: "%.1f", Double(a)) == String(format: "%.1f", Double(b)) ? "%.2f" : "%.1f"
        return (String(format: digits, Double(a)), String(format: digits, Double(b)))
    }
}
