// added preprocessor lines (#ifdef, #if, #else, #endif, #error) go in
// column 0, on lines of their own, around the code they guard.  Where
// they replace a removed statement, spatch 1.1.1 also leaves a line
// holding the indentation before and after them, and so does cfix
@@
expression E;
@@
+ #ifdef CONFIG_TRACE
  trace(E);
+ #endif
  ...
- old(E);
+ #if DEBUG > 1
+ new_debug(E);
+ #else
+ new(E);
+ #endif
+ #error "old() is gone"
