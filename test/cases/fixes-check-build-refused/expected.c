/* --check-build with the file's compile command: array_size's fix would
 * call ARRAY_SIZE, which this userspace file does not declare, so it is
 * refused and said why; notand's fix compiles and is applied. */
static int irq_map[8];

int count(void)
{
	return sizeof(irq_map) / sizeof(irq_map[0]);
}

int active(int flags)
{
	return !(flags & 4);
}
