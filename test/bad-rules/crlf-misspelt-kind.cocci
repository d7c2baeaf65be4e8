@@
expresion E;
@@
- f(E);
