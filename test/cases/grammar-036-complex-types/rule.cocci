// generic_ctype: double complex, long double complex
@@
identifier x;
@@
(
- float complex x;
+ double complex x;
|
- long double complex x;
+ double complex x;
)
