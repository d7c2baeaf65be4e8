@@
statement list SL;
@@
- f(1);
