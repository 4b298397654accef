import Glibc

/// Where bitmaps keep their pixels. Large buffers are mapped straight from the kernel and unmapped when freed, so an
/// image let go (a photo replaced by its tile-sized copy) gives its memory back at once: glibc's malloc raises its
/// mmap threshold after the first such free and would keep later ones in its heap, where the freed pages stay
/// resident and lift the app's peak memory.
package enum PixelMemory {
    /// Buffers of at least this many bytes are mapped.
    package static let mappedBytes = 64 << 10

    package static func allocate(_ count: Int) -> UnsafeMutableBufferPointer<UInt32> {
        let count = max(count, 1)
        let bytes = count * MemoryLayout<UInt32>.stride
        if bytes >= mappedBytes,
           let address = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
           address != MAP_FAILED {
            return UnsafeMutableBufferPointer(start: address.bindMemory(to: UInt32.self, capacity: count), count: count)
        }
        return .allocate(capacity: count)
    }

    /// Frees a buffer from `allocate` (its size says how it was made).
    package static func deallocate(_ buffer: UnsafeMutableBufferPointer<UInt32>) {
        guard let start = buffer.baseAddress else { return }
        let bytes = buffer.count * MemoryLayout<UInt32>.stride
        if bytes >= mappedBytes {
            munmap(UnsafeMutableRawPointer(start), bytes)
        } else {
            buffer.deallocate()
        }
    }
}
