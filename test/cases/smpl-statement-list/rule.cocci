// `statement list SL`: all the statements of a block, `{ SL }` (an
// if's block here, not its unbraced branch; a function's body)
@@
statement list SL;
expression E;
@@
- if (E) {
+ while (E) {
  SL
  }

@@
statement list SL;
identifier F;
@@
  void F(void) {
- SL
+ run(F);
  }
