// With -v, cfix names each function clang read with errors: one whose
// shape clang kept (an undefined macro called with a type argument) is
// matched on clang's view, the own parse filling the expression clang
// could not read (four errors: -v shows the first three, the stand-in
// asks all); one clang's recovery merged with the macro use before
// it is matched on the own parse.  The bug is found in all three, as
// spatch finds it.
@@
expression E;
constant C;
@@
- !E & C
+ !(E & C)
