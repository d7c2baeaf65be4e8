// `@identifier@`: the name is matched wherever it is written.
@identifier@
symbol x;
@@
- x
+ y
