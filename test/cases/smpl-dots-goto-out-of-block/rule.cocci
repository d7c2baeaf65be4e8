@r exists@
iterator I;
expression x;
@@
I(x, ...)
{ ...
* x == NULL
  ... when any
}
