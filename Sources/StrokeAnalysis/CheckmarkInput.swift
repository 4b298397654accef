import Foundation

/// One measurement a `CheckmarkDiscriminant` weighs, scaled to about the same range as the others.
public enum CheckmarkInput: Sendable, Equatable {
    /// Log of the up arm over the down arm.
    case logArmRatio
    /// The down arm's direction, degrees / 90.
    case downDirection
    /// The up arm's direction, degrees / 90.
    case upDirection
    /// The up arm's bulge.
    case upBulge
    /// Log of the height ratio (`CheckmarkFeatures.heightRatio`).
    case logHeightRatio
    /// Where the corner lies across the stroke's width (`CheckmarkFeatures.cornerShare`).
    case cornerShare
    /// The direction of the down arm's last quarter into the corner, degrees / 90.
    case cornerDirection

    public func value(_ f: CheckmarkFeatures) -> Double {
        switch self {
        case .logArmRatio: log(Double(max(f.armRatio, 0.01)))
        case .downDirection: Double(f.downDegrees) / 90
        case .upDirection: Double(f.upDegrees) / 90
        case .upBulge: Double(f.upBulge)
        case .logHeightRatio: log(Double(max(f.heightRatio, 0.01)))
        case .cornerShare: Double(f.cornerShare)
        case .cornerDirection: Double(f.cornerDegrees) / 90
        }
    }
}
