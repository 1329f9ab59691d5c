// The executable is thin: all behaviour lives in InteropLSP.
import InteropLSP

CommandLineInterface.main()
