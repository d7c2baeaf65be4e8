// An unbraced branch replaced by several statements gets braces; the
// added `}` lines up with the branch's header (`if`, `else`, `while`),
// as spatch 1.1.1 prints it (cfix indented it like the branch).
@@
@@
- a();
+ b();
+ c();
