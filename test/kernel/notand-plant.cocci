// The seed rule backwards, to plant the bug `!E & C` at every `!(E & C)`
// whose fix by the seed rule gives the same text back
// (test/kernel/plant-every-site.sh, test/reliability/untouched.sh,
// bench/planted-subsystems.sh).  Sites where the planted text would
// parse differently are left alone (rule `tight`): under another `!`
// (`!!(x & F)` would read `!!x & F`, whose fix is `!(!x & F)`), as an
// operand of an operator that binds tighter than `&` (`a == !(x & F)`
// would read `(a == !x) & F`), and on the right of `&` (`a & !(x & F)`
// would read `(a & !x) & F`).
@tight@
expression E, F;
constant C;
binary operator b = {==, !=, <, >, <=, >=, <<, >>, +, -, *, /, %};
position p;
@@
(
 F b !(E & C)@p
|
 !(E & C)@p b F
|
 F & !(E & C)@p
|
 !!(E & C)@p
)

@notand_plant@
expression E;
constant C;
position p != tight.p;
@@
- !(E & C)@p
+ !E & C
