@r@
expression E;
@@
(
* E < 0
|
* E == '\0'
)
