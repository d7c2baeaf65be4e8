/* asm statements, static_assert and declarer macros are read, so the
 * code around them is matched and nothing is reported unparsed. */
struct sample {
	int value;
};

static_assert(sizeof(struct sample) == 4);

static inline void cpu_relax_now(int v)
{
	asm volatile("pause" : : "r"(v) : "memory");
	note_value(v);
}

static void log_sample(struct sample *s)
{
	static DEFINE_RATELIMIT_STATE(limit, 5 * HZ, 10);
	ACPI_ERROR_ONLY(u32 offset);
	__iomem void *base = sample_base;

	note_value(s->value);
	__asm__ __volatile__("" : : : "memory");
	writel(s->value, base);
}
