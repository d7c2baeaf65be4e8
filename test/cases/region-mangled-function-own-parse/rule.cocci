// A compile command exists, so clang reads the file (the constant needs
// its macros), but DEFINE_LOCK(dev_lock) is defined nowhere and has no
// `;`: clang's recovery reads it as the head of the function after it,
// a function named DEFINE_LOCK whose parameter list swallows
// after_define's head.  The rule's function header then never matches
// clang's view of after_define.  clang reported errors in those lines
// and its items differ in shape from the own parse's (a macro use and
// a function after_define), so the own parse stands in there, as
// spatch reads each function alone; plain() stays on clang's view.
@@
identifier f;
expression E;
constant C;
@@
int f(...)
{
<...
- !E & C
+ !(E & C)
...>
}
