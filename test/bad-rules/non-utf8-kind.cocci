@@
expréssion E;
@@
- f(E);
