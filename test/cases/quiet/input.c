/* -q: no report on stdout, but the exit status still says "findings". */
#define ACPI_WMI_METHOD 0x2

struct wmi_block {
    unsigned int flags;
};

int wmi_method_enable(struct wmi_block *block)
{
    if (!block->flags & ACPI_WMI_METHOD)
        return -1;
    return 0;
}
