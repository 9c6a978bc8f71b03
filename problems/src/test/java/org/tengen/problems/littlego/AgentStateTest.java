package org.tengen.problems.littlego;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.tengen.core.Stone;

class AgentStateTest {
    @Test
    void readsBackWhatItWrites() {
        AgentState state = new AgentState(Stone.WHITE, 14, AgentInput.position(new String[] {"00000", "01200", "00100",
            "00020", "21000"}));
        String text = state.format();
        assertThat(text).isEqualTo("tengen-agent-state 1\ncolour 2\nmoves 14\nboard 00000/01200/00100/00020/21000\n");
        assertThat(AgentState.parse(text)).contains(state);
    }

    @Test
    void anythingElseIsNoState() {
        String good = "tengen-agent-state 1\ncolour 1\nmoves 3\nboard 00000/00000/00100/00200/00100\n";
        assertThat(AgentState.parse(good)).isPresent();
        assertThat(AgentState.parse("")).isEmpty();
        assertThat(AgentState.parse(good.replace("state 1", "state 2"))).isEmpty();
        assertThat(AgentState.parse(good.replace("colour 1", "colour 3"))).isEmpty();
        assertThat(AgentState.parse(good.replace("moves 3", "moves x"))).isEmpty();
        assertThat(AgentState.parse(good.replace("/00100\n", "/0010\n"))).isEmpty();
        assertThat(AgentState.parse(good.substring(0, 30))).isEmpty();
    }
}
