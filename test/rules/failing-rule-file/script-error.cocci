@r@
expression E;
@@
old_log(E)

@script:python@
e << r.E;
@@
raise Exception("boom")

@@
expression r.E;
@@
- old_log(E)
+ bad_log(E)
