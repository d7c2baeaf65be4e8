@@
identifier i, j;
binary operator b;
expression e;
@@

#define i(...,j,...) (<+... \
+( \
j \
+) \
b e ...+>)
