// Function types used as values, and generic arguments that end in `>?`.
var pending = [() -> Void]()
var handlers = [(id: Int, run: (Int) throws -> Void)]()
var table = [UInt: (Int) -> String?]()
let kind = ((inout State) -> Void).self
let box = Box<Result<Int, any Error>?>(nil)
let subject = Subject<Tree<Character>?, Never>(nil)
