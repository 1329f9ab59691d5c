// Every user of the protocol types also needs the JSON value type they are built on.
@_exported import JSON
