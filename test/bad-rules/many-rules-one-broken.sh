# 2,000 good rules, then one that is broken.
for i in $(seq 2000); do printf '@r%d@\nexpression E;\n@@\n- f%d(E);\n+ g%d(E);\n\n' $i $i $i; done
printf '@bad@\nexpresion E;\n@@\n- f(E);\n'
