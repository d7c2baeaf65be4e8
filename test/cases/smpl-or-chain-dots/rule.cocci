// `A | ...` matches a `|` chain holding A as any operand, not only the
// leftmost, as spatch 1.1.1 does (misc/irqf_oneshot's `IRQF_ONESHOT |
// ...`); an operand inside parentheses does not count.  Calls without
// A get it.
@@
expression E;
@@
set_flags(
(
A | ...
|
A
|
- E
+ E | A
)
 )
