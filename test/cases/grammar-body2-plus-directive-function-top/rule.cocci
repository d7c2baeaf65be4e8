// directives added as a function's first lines, in place of a removed
// first statement, and around a kept one further on
@@
identifier F;
@@
  F(...)
  {
- legacy_trace();
+ #ifdef TRACE
+ trace_enter();
+ #endif
    ...
  }

@@
expression E;
@@
+ #if DEBUG
  dump(E);
+ #endif
  cleanup(E);
