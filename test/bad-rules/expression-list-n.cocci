@@
expression list[2] ES;
@@
- f(ES);
