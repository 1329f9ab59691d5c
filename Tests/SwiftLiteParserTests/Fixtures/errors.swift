struct Broken {
  func missingBody(
  var x: = 3
  let y = (1, 2
  }
}
class { }
func f() { if x { } else }
let z = [1, 2
@attr
