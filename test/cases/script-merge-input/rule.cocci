// a finalize rule reading "x << merge.y" is accepted: the rules above
// it change the code as ever, and it runs once after the last file
// (test/spatch/merge.sh checks what it prints in spatch mode)
@initialize:python@
@@
coccinelle.renamed = 0

@r@
@@
- old_lock();
+ new_lock();

@script:python depends on r@
@@
coccinelle.renamed += 1

@finalize:python@
counts << merge.renamed;
@@
print("renamed in %d file(s)" % sum(counts))
