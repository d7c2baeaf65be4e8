@@
expresion E;
@@
- f(E);
