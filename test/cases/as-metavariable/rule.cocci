@r@
identifier fld;
expression E;
@@
-E->\(probe@fld\|remove@fld\)(...)
+call(E, fld)

@s@
parameter list P;
expression list ES;
identifier f;
@@
f(P@ES) {
  ...
- init();
+ init(ES);
  ...
}

@t@
expression A, B;
@@
- g(A + B@A)
+ g2(A)
