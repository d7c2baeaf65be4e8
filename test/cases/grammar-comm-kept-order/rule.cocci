// A swapped match (bitand_comm, bitor_comm) on '-' lines: spatch writes
// the plus code in the rule's order.  cfix keeps the code's bytes, so it
// takes a swapped match only where what the rule keeps comes out in the
// rule's order anyway (setbits: one operand kept).  `!(srcmask & drvmask)`
// (srcmask a macro for 0U, a constant to cfix, not to spatch) once gave
// `!srcmask & drvmask`, C's place taken by a variable (the kernel's
// plant check, thinkpad_acpi.c)
@@
expression E;
constant C;
@@
- !(E & C)
+ !E & C

@@
expression E;
constant C;
@@
- E | C
+ setbits(C, E)
