// a list of a fixed length: list[2]
@@
expression list[2] ES;
@@
- f(ES)
+ g(ES)
