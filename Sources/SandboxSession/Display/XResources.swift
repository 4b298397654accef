import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The X server's resource database (what `xrdb -query` prints: the RESOURCE_MANAGER property), read through
/// libX11 loaded at run time: SDL's X11 driver loads the same library, so this adds no dependency, and a machine
/// without it simply has no resources.
package enum XResources {
    /// The database text of `display` (nil: `DISPLAY`), or nil when there is no X server or no resources.
    package static func query(display: String? = nil) -> String? {
        guard let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL) else { return nil }
        defer { dlclose(library) }
        typealias Open = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
        typealias Close = @convention(c) (OpaquePointer) -> Int32
        typealias Resources = @convention(c) (OpaquePointer) -> UnsafeMutablePointer<CChar>?
        guard let open = dlsym(library, "XOpenDisplay"), let close = dlsym(library, "XCloseDisplay"),
              let resources = dlsym(library, "XResourceManagerString")
        else { return nil }
        let connection: OpaquePointer? = display.map { name in
            name.withCString { unsafeBitCast(open, to: Open.self)($0) }
        } ?? unsafeBitCast(open, to: Open.self)(nil)
        guard let connection else { return nil }
        defer { _ = unsafeBitCast(close, to: Close.self)(connection) }
        return unsafeBitCast(resources, to: Resources.self)(connection).map { String(cString: $0) }
    }

    /// The value of `name` (`Xft.dpi`) in database text: the last line `name:<spaces>value` wins, as in Xrm.
    package static func value(_ name: String, in database: String) -> String? {
        var found: String?
        for line in database.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":"),
                  line[..<colon].trimmingCharacters(in: .whitespaces) == name else { continue }
            found = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return found
    }
}
