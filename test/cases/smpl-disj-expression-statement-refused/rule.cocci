@@
expression E;
@@
(
- sizeof(E)
|
- return(E);
)
