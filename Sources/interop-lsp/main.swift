// The executable is thin: all behaviour lives in InteropLSP.
