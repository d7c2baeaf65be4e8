@@
expression E;
@@
- f(@E);
