/* An iterator macro whose body indexes an array: not a declaration of
 * an array whose type is a macro. */
static void count_users(struct resource *res, int *users)
{
	int cpu;

	for_each_cpu(cpu, res->cpu_mask)
		users[cpu] += 1;
	for_each_cpu(cpu, res->cpu_mask)
		users[cpu]--;
}
