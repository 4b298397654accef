import GestureSandboxApp

GestureSandbox.main()
