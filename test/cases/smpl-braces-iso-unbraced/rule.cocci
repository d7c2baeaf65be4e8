// Coccinelle's braces isomorphism: the block the rule writes,
// `if (x == NULL) { ... return ...; }`, also matches a branch written
// without braces, `if (!a) return -1;`, as spatch 1.1.1 does
// (free/put_device, free/clk_put).
@@
expression x;
@@
if (x == NULL) { ...
  return
- -1
+ -12
  ; }
