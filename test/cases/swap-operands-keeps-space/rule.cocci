// Constants first in a comparison or a bit-or: the operands swap
// round a kept operator, and the space after the first operand stays
// (spatch 1.1.1: `x == 0`, not `x== 0`; coccinellery compare).
@disable bitor_comm@
constant c;
expression e;
binary operator b = {==,|};
@@
- c
+ e
  b
- e
+ c
