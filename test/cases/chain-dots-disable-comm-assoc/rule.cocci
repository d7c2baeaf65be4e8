// `disable comm_assoc`: `x && ...` is matched as written, x the first
// of two operands, neither alone nor at a later operand
@disable comm_assoc@
@@
 if (
- x
+ y
  && ...) {...}
