import CustomRecognizers
import Foundation
import GestureKit
import StrokeAnalysis

/// `corpus-report --cross-validate --margins`: for every threshold, how far it could be tightened before a held-out
/// person's gesture (under any augmentation) is lost that the shipped value keeps — worst over the six folds, each
/// fold with its own tuned configuration where the recognizer has one. That distance is the cross-validated margin
/// the thresholds' doc comments quote; a threshold that can be tightened to the end of its search range without a
/// loss prints "≥".
@MainActor
enum Margins {
    /// One threshold of a configuration `C`: how to read and set it, and the most tightened value searched (which
    /// side of the shipped value it lies on says which way tightens).
    struct Knob<C> {
        var name: String
        var keyPath: WritableKeyPath<C, CGFloat>
        var limit: CGFloat
    }

    /// A closed range's bounds as knobs, so that each end of a direction window gets its own margin.
    static func lower<C>(_ path: WritableKeyPath<C, ClosedRange<CGFloat>>) -> WritableKeyPath<C, CGFloat> {
        path.appending(path: \ClosedRange<CGFloat>.lowerBoundValue)
    }

    static func upper<C>(_ path: WritableKeyPath<C, ClosedRange<CGFloat>>) -> WritableKeyPath<C, CGFloat> {
        path.appending(path: \ClosedRange<CGFloat>.upperBoundValue)
    }

    static func run(_ kinds: [RecognizerKind], _ corpus: StrokeCorpus, augmentations: [StrokeAugmentation]) {
        let people = CrossValidation.subjects(corpus)
        for kind in kinds {
            switch kind {
            case .checkmark:
                let folds = people.map { person in
                    (person, CrossValidation.tunedCheckmark(training: corpus.strokes.filter { $0.subject != person },
                                                            augmentations: augmentations),
                     positives(corpus.strokes(of: "check").filter { $0.subject == person }, augmentations, keepSize: false))
                }
                print("checkmark: cross-validated margins of the online thresholds (tightened until a held-out ✓ is lost)")
                for knob in checkmarkKnobs {
                    report(knob, folds: folds) { CheckmarkAnalyzer(configuration: $0) }
                }
            case .chevron:
                let chevrons = corpus.derivedChevrons
                let folds = people.map { person in
                    (person, ChevronAnalyzer.Configuration(),
                     positives(chevrons.filter { $0.subject == person }, augmentations, keepSize: false))
                }
                print("chevron: cross-validated margins (tightened until a held-out derived \">\" is lost)")
                for knob in chevronKnobs {
                    report(knob, folds: folds) { ChevronAnalyzer(configuration: $0) }
                }
            case .tickle:
                let rubs = corpus.derivedTickles
                let folds = people.map { person in
                    let training = corpus.strokes.filter { $0.subject != person }
                    var held = rubs.filter { $0.subject == person }
                    if person == people.first { held += RecognizerKind.syntheticTickles }
                    return (person, CrossValidation.tunedTickle(training: training, augmentations: StrokeAugmentation.standard),
                            positives(held, augmentations, keepSize: true))
                }
                print("tickle: cross-validated margins (tightened until a held-out rub is lost)")
                for knob in tickleKnobs {
                    report(knob, folds: folds) { TickleAnalyzer(configuration: $0) }
                }
                var outside = CGFloat.infinity, worstPerson = "-"
                for (person, configuration, _) in folds {
                    let others = CrossValidation.tickleNeeds(of: corpus.strokes, person: person,
                                                             augmentations: augmentations).others
                    if let lowest = others.compactMap({ $0 }).min(),
                       lowest - configuration.maximumVerticalRatio < outside {
                        outside = lowest - configuration.maximumVerticalRatio
                        worstPerson = person
                    }
                }
                print("  maximumVerticalRatio, other shapes: the held-out person's nearest stroke needs "
                      + "\(CrossValidation.format(outside)) more than the fold's value (\(worstPerson))")
            case .swirl, .all:
                print("swirl: cross-validated margins (tightened until a held-out circle, either way, fails to end "
                      + "or strays > 2° from the swept angle)")
                for knob in swirlKnobs {
                    reportSwirl(knob, corpus, people, augmentations)
                }
            }
            print("")
        }
    }

    /// Each stroke under each augmentation, placed as a replay places it.
    static func positives(_ strokes: [CorpusStroke], _ augmentations: [StrokeAugmentation],
                          keepSize: Bool) -> [[CGPoint]] {
        strokes.flatMap { stroke in
            augmentations.map { augmentation in
                let s = keepSize ? augmentation.applyKeepingSize(to: stroke) : augmentation.apply(to: stroke)
                return StrokeReplay.placed(s.points).map(\.location)
            }
        }
    }

    static func accepted<A: StrokeAnalyzer>(_ strokes: [[CGPoint]], _ make: () -> A) -> Int {
        strokes.filter { points in
            var analyzer = make()
            for (index, point) in points.enumerated() where analyzer.verdict == .possible {
                analyzer.add(point, at: TimeInterval(index))
            }
            return analyzer.finish() == .recognized
        }.count
    }

    static func report<C, A: StrokeAnalyzer>(_ knob: Knob<C>, folds: [(String, C, [[CGPoint]])],
                                             make: (C) -> A) {
        var margin = CGFloat.infinity, worst = "-", bounded = true
        for (person, configuration, strokes) in folds {
            let shipped = configuration[keyPath: knob.keyPath]
            let baseline = accepted(strokes) { make(configuration) }
            func keepsAll(_ value: CGFloat) -> Bool {
                var c = configuration
                c[keyPath: knob.keyPath] = value
                return accepted(strokes) { make(c) } >= baseline
            }
            let distance = critical(from: shipped, toward: knob.limit, keepsAll: keepsAll)
            if distance.value < margin {
                margin = distance.value
                worst = person
                bounded = distance.reachedLimit
            }
        }
        print("  \(knob.name): \(bounded ? "≥ " : "")\(CrossValidation.format(margin)) (\(worst))")
    }

    /// How far from `start` toward `limit` the value can move while `keepsAll` holds (bisection, assuming that
    /// tightening only ever loses strokes).
    static func critical(from start: CGFloat, toward limit: CGFloat,
                         keepsAll: (CGFloat) -> Bool) -> (value: CGFloat, reachedLimit: Bool) {
        if keepsAll(limit) { return (abs(limit - start), true) }
        var good = start, bad = limit
        for _ in 0..<14 {
            let middle = (good + bad) / 2
            if keepsAll(middle) { good = middle } else { bad = middle }
        }
        return (abs(good - start), false)
    }

    static func reportSwirl(_ knob: Knob<SwirlSettings>, _ corpus: StrokeCorpus, _ people: [String],
                            _ augmentations: [StrokeAugmentation]) {
        let circles = corpus.strokes(of: "circle") + corpus.clockwiseCircles
        var margin = CGFloat.infinity, worst = "-", bounded = true
        for person in people {
            let strokes = circles.filter { $0.subject == person }.flatMap { s in augmentations.map { $0.apply(to: s) } }
            func passes(_ settings: SwirlSettings) -> Int {
                strokes.filter { stroke in
                    guard let m = SwirlCheck.measure(stroke, settings: settings) else { return false }
                    return m.ended && abs(m.recognizerDegrees - m.sweptDegrees) <= SwirlReport.maximumErrorDegrees
                }.count
            }
            let shipped = SwirlSettings()
            let baseline = passes(shipped)
            let distance = critical(from: shipped[keyPath: knob.keyPath], toward: knob.limit) { value in
                var s = shipped
                s[keyPath: knob.keyPath] = value
                return passes(s) >= baseline
            }
            if distance.value < margin {
                margin = distance.value
                worst = person
                bounded = distance.reachedLimit
            }
        }
        print("  \(knob.name): \(bounded ? "≥ " : "")\(CrossValidation.format(margin)) (\(worst))")
    }

    static let checkmarkKnobs: [Knob<CheckmarkAnalyzer.Configuration>] = [
        Knob(name: "maximumLeftwardShare", keyPath: \.maximumLeftwardShare, limit: 0),
        Knob(name: "leftwardPoints (pt)", keyPath: \.leftwardPoints, limit: 0),
        Knob(name: "turnBackShare", keyPath: \.turnBackShare, limit: 0),
        Knob(name: "upArmOverDownArm", keyPath: \.upArmOverDownArm, limit: 0),
        Knob(name: "maximumLeadInShare", keyPath: \.maximumLeadInShare, limit: 0),
        Knob(name: "straightArmBulge", keyPath: \.straightArmBulge, limit: 0),
        Knob(name: "maximumArmRatio", keyPath: \.maximumArmRatio, limit: 1),
        Knob(name: "decisionFraction", keyPath: \.decisionFraction, limit: 0),
        Knob(name: "maximumUpArmDip", keyPath: \.maximumUpArmDip, limit: 0),
        Knob(name: "minimumLoopAroundCorner", keyPath: \.minimumLoopAroundCorner, limit: 0),
        Knob(name: "armNoisePoints (pt)", keyPath: \.armNoisePoints, limit: 0),
    ]

    static let chevronKnobs: [Knob<ChevronAnalyzer.Configuration>] = [
        Knob(name: "minimumExtent (pt)", keyPath: \.minimumExtent, limit: 40),
        Knob(name: "minimumArmSlack (pt)", keyPath: \.minimumArmSlack, limit: 0),
        Knob(name: "maximumClimbDegrees (°)", keyPath: \.maximumClimbDegrees, limit: -90),
        Knob(name: "armStraightness", keyPath: \.armStraightness, limit: 1),
        Knob(name: "firstArmDegrees lower (°)", keyPath: lower(\.firstArmDegrees), limit: 60),
        Knob(name: "firstArmDegrees upper (°)", keyPath: upper(\.firstArmDegrees), limit: -15),
        Knob(name: "secondArmDegrees lower (°)", keyPath: lower(\.secondArmDegrees), limit: 195),
        Knob(name: "secondArmDegrees upper (°)", keyPath: upper(\.secondArmDegrees), limit: 107),
        Knob(name: "minimumArmBalance", keyPath: \.minimumArmBalance, limit: 1),
        Knob(name: "minimumDrop", keyPath: \.minimumDrop, limit: 1),
        Knob(name: "maximumBulge", keyPath: \.maximumBulge, limit: 0),
        Knob(name: "maximumLeadInShare", keyPath: \.maximumLeadInShare, limit: 0),
        Knob(name: "straightArmBulge", keyPath: \.straightArmBulge, limit: 0),
        Knob(name: "curvedArmExtraDegrees (°)", keyPath: \.curvedArmExtraDegrees, limit: 0),
        Knob(name: "bowedArmExtraDegrees (°)", keyPath: \.bowedArmExtraDegrees, limit: 0),
        Knob(name: "maximumBowBulge", keyPath: \.maximumBowBulge, limit: 0),
        Knob(name: "minimumLeadInOpeningDegrees (°)", keyPath: \.minimumLeadInOpeningDegrees, limit: 180),
    ]

    static let tickleKnobs: [Knob<TickleAnalyzer.Configuration>] = [
        Knob(name: "movementPerTickle (pt)", keyPath: \.movementPerTickle, limit: 200),
        Knob(name: "maximumVerticalRatio, rubs", keyPath: \.maximumVerticalRatio, limit: 0),
        Knob(name: "verticalSlack (pt)", keyPath: \.verticalSlack, limit: 0),
        Knob(name: "maximumAxisTiltDegrees (°)", keyPath: \.maximumAxisTiltDegrees, limit: 0),
        Knob(name: "maximumRunImbalance", keyPath: \.maximumRunImbalance, limit: 1),
        Knob(name: "maximumBacktrack (pt)", keyPath: \.maximumBacktrack, limit: 0),
        Knob(name: "maximumLeadInSlant", keyPath: \.maximumLeadInSlant, limit: 0),
        Knob(name: "leadInSlack (pt)", keyPath: \.leadInSlack, limit: 0),
        Knob(name: "maximumLeadIn (pt)", keyPath: \.maximumLeadIn, limit: 0),
        Knob(name: "parallelSlack (pt)", keyPath: \.parallelSlack, limit: 0),
        Knob(name: "maximumDriftChange", keyPath: \.maximumDriftChange, limit: 0),
        Knob(name: "leadInPerRun", keyPath: \.leadInPerRun, limit: 0),
        Knob(name: "maximumRunBulge", keyPath: \.maximumRunBulge, limit: 0),
        Knob(name: "countingRunShare", keyPath: \.countingRunShare, limit: 1),
    ]

    static let swirlKnobs: [Knob<SwirlSettings>] = [
        Knob(name: "beginThreshold (°)", keyPath: \.beginThresholdDegrees, limit: 360),
        Knob(name: "deadZoneRadius (pt)", keyPath: \.deadZoneRadius, limit: 200),
    ]
}

/// The swirl recognizer's two thresholds, as `SwirlCheck` sets them.
struct SwirlSettings {
    var beginThresholdDegrees: CGFloat = SwirlTracker.defaultBeginThreshold * 180 / .pi
    var deadZoneRadius: CGFloat = SwirlTracker.defaultDeadZoneRadius
}

extension ClosedRange where Bound == CGFloat {
    /// The bounds as settable values, so a margin search can move one end of a window (the other end is kept, and
    /// an end moved past it collapses the window to a point).
    var lowerBoundValue: CGFloat {
        get { lowerBound }
        set { self = newValue...Swift.max(newValue, upperBound) }
    }

    var upperBoundValue: CGFloat {
        get { upperBound }
        set { self = Swift.min(lowerBound, newValue)...newValue }
    }
}
