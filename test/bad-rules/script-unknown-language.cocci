@script:perl@
@@
print "hi";
