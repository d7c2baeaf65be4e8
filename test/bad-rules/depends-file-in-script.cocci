@script:python depends on file in "x"@
@@
print(1)
