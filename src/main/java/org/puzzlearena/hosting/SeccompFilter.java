package org.puzzlearena.hosting;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The seccomp filter a sandboxed bot runs under, as the classic BPF program bubblewrap loads with
 * {@code --seccomp FD} (an array of {@code struct sock_filter}, 8 bytes each, in the machine's byte
 * order). bwrap installs it last, just before it executes the bot, so bwrap's own namespace set-up is
 * unaffected and the bot and every child it starts inherit it (no_new_privs is set, it cannot be lifted).
 *
 * <p>The filter refuses with EPERM the system calls a bot never needs and that widen what the kernel
 * exposes to it: debugging other processes (ptrace, process_vm_readv/writev), namespaces (unshare,
 * setns, and clone with a CLONE_NEW* flag), mounts (mount, umount2, pivot_root, chroot and the new mount
 * API), kernel modules, kexec, reboot, swap, the kernel keyring, BPF, perf events, userfaultfd,
 * io_uring and personality. clone3 answers ENOSYS, as Docker's default profile does: its flags are in
 * memory a filter cannot read, and C libraries fall back to clone, whose flags it can. System calls of
 * any other ABI (i386 by int 0x80, x32) are refused whole, so none can be reached by another number.
 * Everything else is allowed: it is a deny list on top of the namespaces and rlimits, not an allow list.
 */
public final class SeccompFilter {

    /** AUDIT_ARCH_X86_64: EM_X86_64 | __AUDIT_ARCH_64BIT | __AUDIT_ARCH_LE. */
    static final int AUDIT_ARCH_X86_64 = 0xC000003E;

    /** Set in the number of every x32 ABI system call. */
    static final int X32_SYSCALL_BIT = 0x40000000;

    static final int EPERM = 1;
    static final int ENOSYS = 38;

    /**
     * The CLONE_NEW* flags clone takes: a new mount, cgroup, UTS, IPC, user, pid or network namespace
     * (a time namespace is only for clone3 and unshare, both refused).
     */
    static final int CLONE_NEW_ANY =
            0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000;

    private static final int SYS_CLONE = 56;
    private static final int SYS_CLONE3 = 435;

    /** The refused system calls by name, with their x86_64 numbers. */
    static final Map<String, Integer> DENIED = denied();

    // Classic BPF opcodes (linux/filter.h) and seccomp's return values (linux/seccomp.h).
    private static final int BPF_LD_W_ABS = 0x20;
    private static final int BPF_JEQ_K = 0x15;
    private static final int BPF_JGE_K = 0x35;
    private static final int BPF_JSET_K = 0x45;
    private static final int BPF_RET_K = 0x06;
    private static final int SECCOMP_RET_ALLOW = 0x7fff0000;
    private static final int SECCOMP_RET_ERRNO = 0x00050000;

    // Offsets in struct seccomp_data: nr, arch, instruction_pointer, args[6].
    private static final int OFFSET_NR = 0;
    private static final int OFFSET_ARCH = 4;
    private static final int OFFSET_ARG0_LOW = 16;

    private SeccompFilter() {}

    private static Map<String, Integer> denied() {
        Map<String, Integer> m = new TreeMap<>();
        m.put("ptrace", 101);
        m.put("personality", 135);
        m.put("pivot_root", 155);
        m.put("chroot", 161);
        m.put("mount", 165);
        m.put("umount2", 166);
        m.put("swapon", 167);
        m.put("swapoff", 168);
        m.put("reboot", 169);
        m.put("init_module", 175);
        m.put("delete_module", 176);
        m.put("kexec_load", 246);
        m.put("add_key", 248);
        m.put("request_key", 249);
        m.put("keyctl", 250);
        m.put("unshare", 272);
        m.put("perf_event_open", 298);
        m.put("setns", 308);
        m.put("process_vm_readv", 310);
        m.put("process_vm_writev", 311);
        m.put("finit_module", 313);
        m.put("kexec_file_load", 320);
        m.put("bpf", 321);
        m.put("userfaultfd", 323);
        m.put("io_uring_setup", 425);
        m.put("io_uring_enter", 426);
        m.put("io_uring_register", 427);
        m.put("open_tree", 428);
        m.put("move_mount", 429);
        m.put("fsopen", 430);
        m.put("fsconfig", 431);
        m.put("fsmount", 432);
        m.put("fspick", 433);
        m.put("mount_setattr", 442);
        return Map.copyOf(m);
    }

    private record Insn(int code, int jt, int jf, int k) {}

    /** The program, ready to be read by bwrap from a file descriptor. */
    public static byte[] program() {
        List<Integer> numbers = new ArrayList<>(new TreeMap<>(invert()).keySet());
        List<Insn> p = new ArrayList<>();
        // Layout: checks, then the four returns at the end; jumps are counted forward from the next instruction.
        int checks = 2 + 2 + numbers.size() + 2 + 2;
        // Return indices, counted from the program's start.
        int allow = checks;
        int deny = checks + 1;
        int enosys = checks + 2;
        // 0-1: another ABI (i386) is refused whole.
        p.add(new Insn(BPF_LD_W_ABS, 0, 0, OFFSET_ARCH));
        p.add(jump(BPF_JEQ_K, AUDIT_ARCH_X86_64, p.size(), p.size() + 1, deny));
        // 2-3: the number; x32 calls are refused whole.
        p.add(new Insn(BPF_LD_W_ABS, 0, 0, OFFSET_NR));
        p.add(jump(BPF_JGE_K, X32_SYSCALL_BIT, p.size(), deny, p.size() + 1));
        for (int nr : numbers) {
            p.add(jump(BPF_JEQ_K, nr, p.size(), deny, p.size() + 1));
        }
        p.add(jump(BPF_JEQ_K, SYS_CLONE3, p.size(), enosys, p.size() + 1));
        int cloneFlags = p.size() + 1;
        p.add(jump(BPF_JEQ_K, SYS_CLONE, p.size(), cloneFlags, allow));
        // clone: its first argument is the flags (the low 32 bits hold every CLONE_NEW* flag).
        p.add(new Insn(BPF_LD_W_ABS, 0, 0, OFFSET_ARG0_LOW));
        p.add(jump(BPF_JSET_K, CLONE_NEW_ANY, p.size(), deny, allow));
        if (p.size() != allow) {
            throw new IllegalStateException("seccomp program layout: " + p.size() + " checks, expected " + allow);
        }
        p.add(new Insn(BPF_RET_K, 0, 0, SECCOMP_RET_ALLOW));
        p.add(new Insn(BPF_RET_K, 0, 0, SECCOMP_RET_ERRNO | EPERM));
        p.add(new Insn(BPF_RET_K, 0, 0, SECCOMP_RET_ERRNO | ENOSYS));
        if (p.size() - 1 != enosys) {
            throw new IllegalStateException("seccomp program layout");
        }
        ByteBuffer b = ByteBuffer.allocate(8 * p.size()).order(ByteOrder.LITTLE_ENDIAN);
        for (Insn i : p) {
            b.putShort((short) i.code()).put((byte) i.jt()).put((byte) i.jf()).putInt(i.k());
        }
        return b.array();
    }

    /** A conditional jump at index {@code at} to absolute targets, as the relative offsets BPF takes. */
    private static Insn jump(int code, int k, int at, int ifTrue, int ifFalse) {
        int jt = ifTrue - at - 1;
        int jf = ifFalse - at - 1;
        if (jt < 0 || jt > 255 || jf < 0 || jf > 255) {
            throw new IllegalStateException("a seccomp jump out of range: " + jt + ", " + jf);
        }
        return new Insn(code, jt, jf, k);
    }

    private static Map<Integer, String> invert() {
        Map<Integer, String> m = new TreeMap<>();
        DENIED.forEach((name, nr) -> m.put(nr, name));
        return m;
    }

    /** Whether this machine runs the ABI the filter is written for. */
    public static boolean supported() {
        String arch = System.getProperty("os.arch");
        return "amd64".equals(arch) || "x86_64".equals(arch);
    }
}
