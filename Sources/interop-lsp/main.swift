// TEMPORARY local dispatch for measurement (not committed; the lead owns this file).
import Foundation
import InteropLSP
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "lint": exit(LintCommand.run(Array(arguments.dropFirst())))
case "docs": exit(DocsCommand.run(Array(arguments.dropFirst())))
default: exit(2)
}
