// An identifier list stands only for a #define's parameters (the
// grammar); spatch 1.1.1 refuses one among a call's arguments (a parse
// error at its token), as in a function's parameters or braces.
@@
identifier list IL;
identifier f;
@@
- f(IL);
+ g(IL);
