/// Resampled copies of asset images drawn scaled but axis-aligned at one pixel size frame after frame (the photo
/// grid's tiles): each such draw becomes a row copy instead of a bilinear sample per pixel.
///
/// A size earns a copy once it has been drawn on `steadyFrames` consecutive frames, so images whose size animates
/// keep being sampled and don't churn out copies (an ease-out ends with a few frames at each of the last sizes); a
/// new copy replaces the image's other copies not drawn this frame. Copies not drawn for `maximumIdleFrames` frames
/// are dropped, and all of them together stay within `byteBudget` and one window's worth.
package final class ScaledImageCache {
    package struct Key: Hashable {
        package let name: String
        package let width: Int, height: Int

        package init(name: String, width: Int, height: Int) {
            (self.name, self.width, self.height) = (name, width, height)
        }
    }

    package enum Lookup {
        /// Blit this copy.
        case copy(Bitmap)
        /// Sample the image; `steady` when the size has been drawn for `steadyFrames` frames (a copy would pay off).
        case sample(steady: Bool)
    }

    private struct Entry {
        var bitmap: Bitmap?
        var lastUsedFrame: Int
        /// The first of the consecutive frames this size has been drawn on.
        var streakStart: Int
    }

    package static let steadyFrames = 10
    package static let maximumIdleFrames = 60
    package static let byteBudget = 8 << 20

    private var entries: [Key: Entry] = [:]
    package private(set) var bytes = 0

    package init() {}

    package func lookup(_ key: Key, frame: Int) -> Lookup {
        guard var entry = entries[key] else {
            entries[key] = Entry(bitmap: nil, lastUsedFrame: frame, streakStart: frame)
            return .sample(steady: false)
        }
        if entry.lastUsedFrame < frame - 1 { entry.streakStart = frame }
        entry.lastUsedFrame = frame
        entries[key] = entry
        if let bitmap = entry.bitmap { return .copy(bitmap) }
        return .sample(steady: frame - entry.streakStart + 1 >= Self.steadyFrames)
    }

    /// The smallest copy of `key`'s image at least about as large as `key` both ways (5 % smaller will do), marked
    /// used: a size that is passing through (a sheet zooming in or out) samples it instead of loading the
    /// full-size image again.
    package func standIn(for key: Key, frame: Int) -> Bitmap? {
        var best: (key: Key, bitmap: Bitmap)?
        for (candidate, entry) in entries where candidate.name == key.name {
            guard let bitmap = entry.bitmap, 20 * candidate.width >= 19 * key.width,
                  20 * candidate.height >= 19 * key.height else {
                continue
            }
            if best.map({ candidate.width * candidate.height < $0.key.width * $0.key.height }) ?? true {
                best = (candidate, bitmap)
            }
        }
        guard let best else { return nil }
        entries[best.key]?.lastUsedFrame = frame
        return best.bitmap
    }

    /// Whether a copy of `key`'s size still fits the budget: `byteBudget`, plus room for one copy the size of a
    /// `windowPixels` window (a backdrop enlarged to fill it).
    package func hasRoom(for key: Key, windowPixels: Int = 0) -> Bool {
        bytes + 4 * key.width * key.height <= Self.byteBudget + 4 * windowPixels
    }

    package func store(_ bitmap: Bitmap, for key: Key, frame: Int) {
        for (other, entry) in entries where other.name == key.name && entry.lastUsedFrame < frame {
            if let old = entry.bitmap { bytes -= 4 * old.width * old.height }
            entries[other] = nil
        }
        if let old = entries[key]?.bitmap { bytes -= 4 * old.width * old.height }
        bytes += 4 * bitmap.width * bitmap.height
        entries[key] = Entry(bitmap: bitmap, lastUsedFrame: frame, streakStart: entries[key]?.streakStart ?? frame)
    }

    package func removeAll() {
        entries.removeAll()
        bytes = 0
    }

    /// Drops copies (and notes of sizes asked for) not used in the last `maximumIdleFrames` frames.
    package func evict(before frame: Int) {
        let oldest = frame - Self.maximumIdleFrames
        for (key, entry) in entries where entry.lastUsedFrame < oldest {
            if let bitmap = entry.bitmap { bytes -= 4 * bitmap.width * bitmap.height }
            entries[key] = nil
        }
    }
}
