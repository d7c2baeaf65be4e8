virtual patch
@depends on patch@
expression ret, E;
@@
ret = platform_get_irq(E, ...);
if (ret < 0)
{
(
-if (ret != -517)
-{ ...
-dev_err(...);
-... }
|
...
-dev_err(...);
)
...
}
