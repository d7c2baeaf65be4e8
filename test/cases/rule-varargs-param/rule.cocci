@@
identifier fct;
parameter p;
@@
fct(p,......)
{
...
+ va_check();
}
