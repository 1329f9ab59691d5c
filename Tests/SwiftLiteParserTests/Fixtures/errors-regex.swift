// Unterminated regex literals end at their line break; the next line lexes as code again.
let a = ##/abc
let b = 1
let c = ##/
let d = 2
let e = (/[(/[
let f = 3
